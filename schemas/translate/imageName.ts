/**
 * A container image reference: optional registry host[:port], slash-separated lower-case path
 * components, then an optional :tag and/or @digest (`nginx`, `ghcr.io/org/app:v1.2`, `host:5000/a@sha256:…`).
 */
export const IMAGE_NAME_PATTERN =
  '^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*(?::[0-9]+)?/)?' +
  '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*' +
  '(?::[\\w][\\w.-]{0,127})?(?:@[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,})?$';

export function isImageName(value: string): boolean {
  return new RegExp(IMAGE_NAME_PATTERN).test(value);
}
