import { ConnectorsScreen } from '../../connectors/components/connectors-screen';

/** `/settings/connectors/`: the company's FTP and SFTP connections. */
export function ConnectorsPage() {
  return <ConnectorsScreen />;
}
