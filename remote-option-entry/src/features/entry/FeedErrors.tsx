import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from 'shared-core';
import { NS } from '../../i18n';
import { selectLoadErrors } from './accountSlice';

/** The entry's feeds that could not load (the book, the account's data), until they load again. */
export function FeedErrors() {
  const { t } = useTranslation(NS);
  const errors = useAppSelector(selectLoadErrors);
  return (
    <>
      {errors.book ? (
        <Alert severity="warning" sx={{ m: 1 }} data-testid="entry-book-error">
          {t('entry.bookLoadError', { ...errors.book })}
        </Alert>
      ) : null}
      {errors.account ? (
        <Alert severity="warning" sx={{ m: 1 }} data-testid="entry-account-error">
          {t('entry.accountLoadError', { ...errors.account })}
        </Alert>
      ) : null}
    </>
  );
}
