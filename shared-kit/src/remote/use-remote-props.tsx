import { createContext, useContext } from 'react';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props the shell mounted this remote with. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside a mounted remote');
  return props;
}
