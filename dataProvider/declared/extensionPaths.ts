import { isEditable, type ResourceDeclaration } from './declaration';

/** Where declared simple REST resources live; each declaration's `path` is under it. */
export const EXTENSIONS_ROOT = '/extensions';

const COLLECTION_METHODS = ['GET', 'POST'];
const RECORD_METHODS = ['GET', 'PUT', 'DELETE'];

/**
 * Whether a request is one the simple REST convention makes for a declared resource: list or create on
 * its collection, read, update or delete of one record below it; only the reads for a read-only one.
 * Anything else under /extensions is not.
 */
export function isDeclaredExtensionRequest(
  method: string,
  pathname: string,
  declarations: readonly ResourceDeclaration[],
): boolean {
  return declarations.some((declaration) => {
    if (method !== 'GET' && !isEditable(declaration)) return false;
    const collection = `${EXTENSIONS_ROOT}${declaration.path}`;
    if (pathname === collection) return COLLECTION_METHODS.includes(method);
    const rest = pathname.startsWith(`${collection}/`) ? pathname.slice(collection.length + 1) : '';
    return rest !== '' && !rest.includes('/') && RECORD_METHODS.includes(method);
  });
}
