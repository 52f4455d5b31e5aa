import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { SpreadsheetDownloads } from '../../components/SpreadsheetDownloads';
import type { StatisticsAttempts, StatisticsDownloadsQuery } from '../../__generated__/StatisticsDownloadsQuery.graphql';

const fileQuery = graphql`
  query StatisticsDownloadsQuery($id: ID!, $attempts: StatisticsAttempts!, $format: GradebookFileFormat!, $separator: CsvSeparator) {
    node(id: $id) {
      ... on Assignment {
        statistics(attempts: $attempts) {
          file(format: $format, separator: $separator) {
            fileName
            contentType
            base64
          }
        }
      }
    }
  }
`;

/** The statistics shown (the same counted attempts) as XLSX or CSV, built by the server with the gradebook's exporter. */
export function StatisticsDownloads({ assignmentId, attempts, disabled }: { assignmentId: string; attempts: StatisticsAttempts; disabled: boolean }) {
  const environment = useRelayEnvironment();
  return (
    <SpreadsheetDownloads
      disabled={disabled}
      fetchFile={async (format, separator) => {
        const variables = { id: assignmentId, attempts, format, separator };
        const data = await fetchQuery<StatisticsDownloadsQuery>(environment, fileQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
        return data?.node?.statistics?.file;
      }}
    />
  );
}
