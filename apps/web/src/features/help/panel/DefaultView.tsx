import { Anchor, Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HelpContext } from '@outpost/contracts';
import { IconBook, IconExternalLink, IconSchool, IconTicket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fetchAcademyUrl, useSuggestedArticles } from '../help.api.ts';
import { ArticleHitItem, useOpenArticle } from './ArticleHitItem.tsx';

/** The panel's first view: suggested articles for this screen, help resources, branding links, the ticket button. */
export function DefaultView({ context, routeId, onSubmitTicket }: { context: HelpContext; routeId: string | undefined; onSubmitTicket: () => void }) {
  const { t } = useTranslation();
  const suggested = useSuggestedArticles(routeId, context.articlesEnabled);
  const open = useOpenArticle();

  const openAcademy = async () => {
    // Opened before the answer arrives, so the browser does not treat it as an unasked pop-up.
    const tab = window.open('', '_blank');
    try {
      const { absoluteLoginUrl } = await fetchAcademyUrl();
      if (tab) {
        tab.opener = null;
        tab.location.href = absoluteLoginUrl;
      } else window.open(absoluteLoginUrl, '_blank', 'noopener,noreferrer');
    } catch {
      tab?.close();
      notifications.show({ color: 'red', message: t('help.panel.academyFailed') });
    }
  };

  return (
    <Stack gap="md">
      {context.articlesEnabled && (
        <Stack gap={4} component="section" aria-label={t('help.panel.suggested')}>
          <Text fw={600} size="sm">
            {t('help.panel.suggested')}
          </Text>
          {suggested.isPending && suggested.fetchStatus !== 'idle' ? (
            <Loader size="xs" />
          ) : (suggested.data ?? []).length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('help.panel.noSuggested')}
            </Text>
          ) : (
            suggested.data!.map((hit) => <ArticleHitItem key={hit.id} hit={hit} onOpen={open} />)
          )}
        </Stack>
      )}
      <Divider />
      <Stack gap={6} component="section" aria-label={t('help.panel.resources')}>
        <Text fw={600} size="sm">
          {t('help.panel.resources')}
        </Text>
        {context.articlesEnabled &&
          (context.helpCentreUrl.startsWith('/') ? (
            <Anchor component={Link} to="/help" size="sm">
              <IconBook size={14} /> {t('help.panel.helpCentre')}
            </Anchor>
          ) : (
            <Anchor href={context.helpCentreUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <IconBook size={14} /> {t('help.panel.helpCentre')}
            </Anchor>
          ))}
        {context.academyEnabled && (
          <Anchor component="button" type="button" size="sm" onClick={() => void openAcademy()} style={{ textAlign: 'left' }}>
            <IconSchool size={14} /> {t('help.panel.academy')}
          </Anchor>
        )}
      </Stack>
      {context.externalLinks.length > 0 && (
        <Stack gap={6} component="section" aria-label={t('help.panel.links')}>
          <Text fw={600} size="sm">
            {t('help.panel.links')}
          </Text>
          {context.externalLinks.map((link) => (
            <Anchor key={`${link.label}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
              <IconExternalLink size={14} /> {link.label}
            </Anchor>
          ))}
        </Stack>
      )}
      {context.submitTicketEnabled && (
        <Button leftSection={<IconTicket size={16} />} variant="light" onClick={onSubmitTicket}>
          {t('help.panel.submitTicket')}
        </Button>
      )}
    </Stack>
  );
}
