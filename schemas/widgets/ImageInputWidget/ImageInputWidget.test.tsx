import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const image = {
  jsonKey: 'image',
  uiType: 'ImageInput',
  label: 'Container Image',
  validate: { required: true },
};

describe('ImageInputWidget', () => {
  it('looks the image up once typed, showing loading then the details', async () => {
    const reply = deferred<{ name: string; size: number; info: { created: string } }>();
    const lookups = fakeLookups({ imageInfo: vi.fn(() => reply.promise) });
    const { emitted } = renderVelaForm([image], { lookups });
    const input = screen.getByRole('textbox', { name: 'Container Image' });
    await userEvent.type(input, 'nginx:1.25');
    await userEvent.tab();
    expect(emitted()).toEqual({ image: 'nginx:1.25' });
    expect(lookups.imageInfo).toHaveBeenCalledWith('nginx:1.25');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    reply.resolve({ name: 'nginx:1.25', size: 3 * 2 ** 20, info: { created: '2024-01-01' } });
    expect(await screen.findByText('Image found: 3.0 MB, created 2024-01-01')).toBeInTheDocument();
  });

  it('says why the lookup failed', async () => {
    const lookups = fakeLookups({
      imageInfo: vi.fn(async () => Promise.reject(new Error('registry unreachable'))),
    });
    renderVelaForm([image], { lookups, value: { image: 'nginx' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the options: registry unreachable',
    );
  });

  it('does not look up a malformed name, and rejects it with the image message', async () => {
    const lookups = fakeLookups();
    const { ref } = renderVelaForm([image], { lookups });
    await userEvent.type(screen.getByRole('textbox', { name: 'Container Image' }), 'Not An Image');
    await userEvent.tab();
    expect(lookups.imageInfo).not.toHaveBeenCalled();
    act(() => {
      ref.current!.validate();
    });
    expect(await screen.findByText('Please enter a valid image name')).toBeInTheDocument();
  });
});
