import { useSearchParams } from 'react-router-dom';
import { ClientPage } from './client-page';
import { ClientsList } from './clients-list';

/** `/clients/`: the list of clients, or one client's page (`?client=`), each state a link that can be shared. */
export function ClientsScreen() {
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get('client'));
  const open = (id: number | null) => setParams(id === null ? {} : { client: String(id) });
  if (clientId > 0) return <ClientPage key={clientId} id={clientId} onBack={() => open(null)} />;
  return <ClientsList onOpen={open} />;
}
