import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';
import { toBase64 } from './toBase64';

const cert = { jsonKey: 'ca', uiType: 'CertBase64', label: 'CA Certificate' };

describe('CertBase64Widget', () => {
  it('reads a chosen file and emits its base64', async () => {
    const { emitted } = renderVelaForm([cert]);
    const file = new File(['-----BEGIN CERTIFICATE-----\n'], 'ca.pem', { type: 'application/x-pem-file' });
    await userEvent.upload(screen.getByLabelText('CA Certificate'), file);
    await waitFor(() => expect(emitted()).toEqual({ ca: btoa('-----BEGIN CERTIFICATE-----\n') }));
    expect(screen.getByText('Loaded ca.pem')).toBeInTheDocument();
  });

  it('says when a certificate is already set', () => {
    renderVelaForm([cert], { value: { ca: 'QUJD' } });
    expect(screen.getByText('A certificate is set (4 characters of base64).')).toBeInTheDocument();
  });

  it('encodes binary bytes', () => {
    expect(toBase64(new Uint8Array([0, 255, 128]))).toBe('AP+A');
  });
});
