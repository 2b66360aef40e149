import type { RaRecord, TranslateFunction } from 'react-admin';

/** One column of a list's CSV: what the list shows in it, and never any other part of the record. */
export interface ExportColumn<RecordType extends RaRecord = RaRecord> {
  /** The field; the header is the list's own label of it unless `label` is given. */
  source: string;
  /** Catalog key or text of the header. */
  label?: string;
  /**
   * The cell as the list shows it (a status in the current language); by default the field's value (a list
   * joined, a named entity by its name). A method, so that a list of applications' columns is a list of
   * records' columns.
   */
  value?(record: RecordType, translate: TranslateFunction): unknown;
}
