import { useAuthProvider } from 'react-admin';
import type { ShellAuthProvider } from './ShellAuthProvider';

export function useShellAuth(): ShellAuthProvider {
  const authProvider = useAuthProvider<ShellAuthProvider>();
  if (!authProvider) throw new Error('The console needs its auth provider');
  return authProvider;
}
