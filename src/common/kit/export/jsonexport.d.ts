// jsonexport ships no types; the console uses its callback form only.
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    headers?: string[];
    rename?: string[];
    endOfLine?: string;
    typeHandlers?: { String?: (value: string) => string };
  }
  function jsonExport(
    json: object[],
    options: JsonExportOptions,
    callback: (error: Error | null, csv: string) => void,
  ): void;
  export default jsonExport;
}
