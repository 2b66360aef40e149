import { createPortal } from 'react-dom';
import { ownFormId } from './formOwnership';

/**
 * An empty form of a control's own, which the control names in its `form` attribute. Chromium reads
 * every control of the typed-in control's form on each keystroke, for autofill, forcing a layout per
 * control: in a 200-field form that took about 13 ms a keystroke. The form never sends: its default
 * button is disabled.
 */
export function OwnForm({ controlId }: { controlId: string }) {
  return createPortal(
    <form id={ownFormId(controlId)} hidden>
      <button type="submit" disabled tabIndex={-1} />
    </form>,
    document.body,
  );
}
