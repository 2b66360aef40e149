/** Whether a path is one of the roots or below one of them: the pages a menu is the current one for. */
export const under =
  (...roots: string[]) =>
  (pathname: string) =>
    roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
