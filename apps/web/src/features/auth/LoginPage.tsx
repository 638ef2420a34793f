import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequestSchema } from '@outpost/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/typed.ts';
import { useZodForm } from '../../shared/useZodForm.ts';
import { replaceSession } from './session.ts';

/** The sign-in form; any URL shows it while signed out and renders the page once signed in. */
export function LoginPage({ sessionEnded }: { sessionEnded?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(loginRequestSchema, { email: '', password: '' });
  const submit = form.handleSubmit(async (body) => {
    const { user } = await call('post', '/api/auth/login', { body });
    replaceSession(queryClient, user);
  });
  return (
    <Center component="main" mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380} component="form" onSubmit={submit} noValidate>
        <Stack>
          <Center>
            <img src="/logo.svg" alt="" width={48} height={48} />
          </Center>
          <Title order={1} size="h2" ta="center">
            {t('login.title')}
          </Title>
          {sessionEnded && !form.formError && <Alert color="yellow">{t('login.sessionEnded')}</Alert>}
          {form.formError && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={form.values.email}
            onChange={(e) => form.setField('email', e.currentTarget.value)}
            error={form.errors.email}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
          />
          <Button type="submit" fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
