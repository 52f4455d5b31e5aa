import Button from '@mui/material/Button';

interface Props {
  /** usePaginationFragment's hasNext, loadNext and isLoadingNext. */
  hasNext: boolean;
  loadNext(count: number): unknown;
  isLoadingNext: boolean;
  /** How many more to ask for. */
  pageSize: number;
}

/** 'Cargar más' below a paginated list while the server has more ('Cargando...' while they come); nothing otherwise. */
export function LoadMoreButton({ hasNext, loadNext, isLoadingNext, pageSize }: Props) {
  if (!hasNext) return null;
  return (
    <Button onClick={() => loadNext(pageSize)} disabled={isLoadingNext} sx={{ mt: 2 }}>
      {isLoadingNext ? 'Cargando...' : 'Cargar más'}
    </Button>
  );
}
