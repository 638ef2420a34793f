import { Center, Loader } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { useSession } from '../features/auth/session.ts';
import { QueryState } from '../shared/QueryState.tsx';
import { AppLayout } from './AppLayout.tsx';

/** Shows the login page while signed out (at any URL), and the app once signed in. */
export function SessionGate() {
  const { t } = useTranslation();
  const session = useSession();
  const wasSignedIn = useRef(false);
  if (session.isPending) {
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (session.isError) return <QueryState query={session}>{() => null}</QueryState>;
  if (!session.data) return <LoginPage sessionEnded={wasSignedIn.current} />;
  wasSignedIn.current = true;
  return <AppLayout />;
}
