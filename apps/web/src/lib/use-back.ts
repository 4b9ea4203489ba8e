import { useLocation, useNavigate } from 'react-router';

/** Back to the screen the user came from (a list keeps its place); to `fallback` when the app opened on this one. */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
