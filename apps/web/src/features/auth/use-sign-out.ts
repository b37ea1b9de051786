import { useNavigate } from 'react-router';
import { useLogout } from './api';

/** Logout: POST /logout, forget the token and cached data, then go home. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();
  return {
    signOut: () => logout.mutate(undefined, { onSettled: () => void navigate('/') }),
    pending: logout.isPending,
  };
}
