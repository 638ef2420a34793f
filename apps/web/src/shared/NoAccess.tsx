import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * A page the signed-in user may not open: said as such, not as a page that does not exist
 * (issue 23 item 15), with the way back.
 */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('app.noAccess')}>
      {t('app.noAccessBody')} <Anchor renderRoot={(root) => <Link {...root} to="/" />}>{t('app.backHome')}</Anchor>
    </Alert>
  );
}
