import { act, fireEvent, screen } from '@testing-library/react';
import { renderVelaForm } from '../../test/renderVelaForm';

const objects = {
  jsonKey: 'objects',
  uiType: 'K8sObjectsCode',
  label: 'Objects',
  validate: { required: true },
};
const configMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'conf' }, data: { a: '1' } };

describe('K8sObjectsCodeField', () => {
  it('shows the objects as YAML documents', () => {
    renderVelaForm([objects], { value: { objects: [configMap, { apiVersion: 'v1', kind: 'Secret' }] } });
    const editor = screen.getByRole('textbox', { name: 'Objects' });
    expect((editor as HTMLTextAreaElement).value).toContain('kind: ConfigMap');
    expect((editor as HTMLTextAreaElement).value).toContain('---\napiVersion: v1\nkind: Secret');
  });

  it('emits a list of objects', () => {
    const { emitted } = renderVelaForm([objects]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Objects' }), {
      target: { value: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: conf\ndata:\n  a: "1"\n' },
    });
    expect(emitted()).toEqual({ objects: [configMap] });
  });

  it('refuses YAML that is not a list of Kubernetes objects, and fails validation', () => {
    const { ref, emitted } = renderVelaForm([objects], { value: { objects: [configMap] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Objects' }), {
      target: { value: 'name: no-kind' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid kubernetes resource yaml code: object 1 needs an apiVersion and a kind',
    );
    expect(emitted()).toBeUndefined();
    let result = { valid: true, errors: [] as string[] };
    act(() => {
      result = ref.current!.validate();
    });
    expect(result.valid).toBe(false);
    expect(result.errors[0]).toMatch(/^Please enter a valid kubernetes resource yaml code/);
  });
});
