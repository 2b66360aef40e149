/** A messages module's strings: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
