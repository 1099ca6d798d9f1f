import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Props {
  page: number;
  count: number;
  /** The query string of a page ("?page=2&…"), so each page is a real, shareable link. */
  pageSearch: (page: number) => string;
  /**
   * Shows the page chosen without following its link: for a list only this page can show
   * (sorted from the visitor's position, which a page load forgets).
   */
  onPage?: (page: number) => void;
}

/** Page links (keyboard-usable, one per page) that keep the list's filters in the URL. */
export function ListPagination({ page, count, pageSearch, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  if (count <= 1) return null;
  return (
    <Pagination
      page={page}
      count={count}
      siblingCount={narrow ? 0 : 1}
      boundaryCount={1}
      color="primary"
      aria-label={t('pagination.label')}
      onChange={
        onPage &&
        ((event, chosen) => {
          event.preventDefault();
          onPage(chosen);
        })
      }
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page')
          return selected ? t('pagination.current', { page: item }) : t('pagination.page', { page: item });
        return t(`pagination.${type}`);
      }}
      renderItem={(item) => (
        <PaginationItem
          component={RouterLink}
          to={{ search: pageSearch(item.page ?? 1) }}
          preventScrollReset
          {...item}
        />
      )}
      sx={{ display: 'flex', justifyContent: 'center', mt: 3, '& ul': { justifyContent: 'center' } }}
    />
  );
}
