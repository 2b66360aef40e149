/** A lower-case DNS-like name that starts with a letter: `admin`, `team-a`, `team-a.dev`. */
export const NAME_PATTERN = /^[a-z]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** 8 to 16 letters and digits, with at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]{8,16}$/;

export const EMAIL_PATTERN = /^[\w.%+-]+@[a-zA-Z\d-]+(\.[a-zA-Z\d-]+)*\.[a-zA-Z]{2,}$/;
