import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { SpreadsheetDownloads } from '../../components/SpreadsheetDownloads';
import type { GradebookDownloadsQuery } from '../../__generated__/GradebookDownloadsQuery.graphql';

const fileQuery = graphql`
  query GradebookDownloadsQuery($id: ID!, $format: GradebookFileFormat!, $separator: CsvSeparator) {
    node(id: $id) {
      ... on StudyGroup {
        gradebookFile(format: $format, separator: $separator) {
          fileName
          contentType
          base64
        }
      }
    }
  }
`;

/** The gradebook's XLSX and CSV, built by the server when asked and named after the group. */
export function GradebookDownloads({ studyGroupId, disabled }: { studyGroupId: string; disabled: boolean }) {
  const environment = useRelayEnvironment();
  return (
    <SpreadsheetDownloads
      disabled={disabled}
      fetchFile={async (format, separator) => {
        const variables = { id: studyGroupId, format, separator };
        const data = await fetchQuery<GradebookDownloadsQuery>(environment, fileQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
        return data?.node?.gradebookFile;
      }}
    />
  );
}
