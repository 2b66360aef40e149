import get from 'lodash/get';
import { downloadCSV, ExportButton, useResourceContext, useTranslateLabel } from 'react-admin';
import type { Exporter, RaRecord } from 'react-admin';
import type { ExportColumn } from './exportColumn';
import { cellText, csvText } from './csvText';

/** More than any list of the console holds; react-admin's default would cut a long list at 1000. */
const EXPORT_LIMIT = 100_000;

export interface ExportCsvButtonProps {
  /** The columns the list shows, in its order: the file holds these and nothing else of the records. */
  columns: ExportColumn[];
  /** Defaults to the resource's name. */
  fileName?: string;
}

/**
 * react-admin's Export: every record of the list as its filters and sort select them, fetched as the list
 * fetches them, written as a UTF-8 CSV of the given columns, headed by their labels in the current language.
 */
export const ExportCsvButton = ({ columns, fileName }: ExportCsvButtonProps) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext() ?? 'export';
  const exporter: Exporter = async (records: RaRecord[]) => {
    const headers = columns.map(({ source, label }) => String(translateLabel({ source, label, resource })));
    const rows = records.map((record) =>
      columns.map(({ source, value }) => cellText(value ? value(record) : get(record, source))),
    );
    downloadCSV(await csvText(headers, rows), fileName ?? resource);
  };
  return <ExportButton exporter={exporter} maxResults={EXPORT_LIMIT} />;
};
