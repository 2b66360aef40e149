/** The id of the form that `OwnForm` draws for the control with id `controlId`. */
export const ownFormId = (controlId: string) => `${controlId}__own-form`;

function isSubmitButton(element: Element): element is HTMLButtonElement | HTMLInputElement {
  if (element instanceof HTMLButtonElement) return element.type === 'submit';
  return element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image');
}

/**
 * What Enter in a field of the page's form does, for a control that has a form of its own: presses
 * the default button of the form around it, unless that button is disabled.
 */
export function submitEnclosingForm(control: Element) {
  const form = control.closest('form');
  const defaultButton = form ? Array.from(form.elements).find(isSubmitButton) : undefined;
  if (defaultButton && !defaultButton.disabled) defaultButton.click();
}
