import get from 'lodash/get';
import {
  downloadCSV,
  ExportButton,
  ListContextProvider,
  useList,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
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
  /**
   * The records a page drawn without react-admin's lists shows (filtered and ordered as shown); without
   * them, those of the list around the button.
   */
  data?: RaRecord[];
}

type ListExportProps = Omit<ExportCsvButtonProps, 'data'>;

const ListExport = ({ columns, fileName }: ListExportProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext() ?? 'export';
  const exporter: Exporter = async (records: RaRecord[]) => {
    const headers = columns.map(({ source, label }) => String(translateLabel({ source, label, resource })));
    const rows = records.map((record) =>
      columns.map(({ source, value }) => cellText(value ? value(record, translate) : get(record, source))),
    );
    downloadCSV(await csvText(headers, rows), fileName ?? resource);
  };
  return <ExportButton exporter={exporter} maxResults={EXPORT_LIMIT} />;
};

const ShownRecordsExport = ({ data, ...props }: ListExportProps & { data: RaRecord[] }) => {
  const resource = useResourceContext();
  const list = useList({ data, resource, perPage: EXPORT_LIMIT });
  return (
    <ListContextProvider value={list}>
      <ListExport {...props} />
    </ListContextProvider>
  );
};

/**
 * react-admin's Export: every record of the list as its filters and sort select them, fetched as the list
 * fetches them, written as a UTF-8 CSV of the given columns, headed by their labels in the current language.
 */
export const ExportCsvButton = ({ data, ...props }: ExportCsvButtonProps) =>
  data ? <ShownRecordsExport data={data} {...props} /> : <ListExport {...props} />;
