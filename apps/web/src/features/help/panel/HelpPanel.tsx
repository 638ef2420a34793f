import '../help.strings.ts';
import { ActionIcon, CloseButton, Drawer, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HELP_PANEL_WIDTH, HELP_SEARCH_DEBOUNCE_MS, type HelpContext } from '@outpost/contracts';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleListView } from './ArticleListView.tsx';
import { DefaultView } from './DefaultView.tsx';
import { SubmitTicketView } from './SubmitTicketView.tsx';
import { INITIAL_STACK, viewStack } from './viewStack.ts';

interface HelpPanelProps {
  opened: boolean;
  onClose: () => void;
  context: HelpContext;
  /** The current screen's route ('/devices/$id'), for suggested articles. */
  routeId: string | undefined;
}

/** What the open panel shows; it unmounts when the panel closes, so each opening starts at the default view. */
function PanelContent({ context, routeId, onClose }: Omit<HelpPanelProps, 'opened'>) {
  const { t } = useTranslation();
  const [stack, dispatch] = useReducer(viewStack, INITIAL_STACK);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, HELP_SEARCH_DEBOUNCE_MS);
  const view = stack[stack.length - 1]!;

  // The list follows the text once typing stops for the debounce; clearing acts at once (onChange).
  useEffect(() => {
    if (debounced.trim() !== '') dispatch({ type: 'search', query: debounced });
  }, [debounced]);

  const back = () => {
    if (view.kind === 'articles') setText('');
    dispatch({ type: 'back' });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {stack.length > 1 && (
            <ActionIcon variant="subtle" aria-label={t('help.panel.back')} onClick={back}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Title order={2} size="h4">
            {view.kind === 'ticket' ? t('help.ticket.title') : t('help.panel.title')}
          </Title>
        </Group>
        <CloseButton aria-label={t('help.panel.close')} onClick={onClose} />
      </Group>
      {view.kind !== 'ticket' && context.articlesEnabled && (
        <TextInput
          aria-label={t('help.panel.searchLabel')}
          placeholder={t('help.panel.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          data-autofocus
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            if (next.trim() === '') dispatch({ type: 'clearSearch' });
          }}
        />
      )}
      {view.kind === 'default' && (
        <DefaultView context={context} routeId={routeId} onSubmitTicket={() => dispatch({ type: 'push', view: { kind: 'ticket' } })} />
      )}
      {view.kind === 'articles' && <ArticleListView query={view.query} locale={context.locale} />}
      {view.kind === 'ticket' && <SubmitTicketView context={context} onSent={onClose} />}
    </Stack>
  );
}

/**
 * The help panel (spec 000 §2, §4): a 420 px side dialog beside the page, which stays usable.
 * Escape closes it and, as every close does, resets its views.
 */
export function HelpPanel({ opened, onClose, context, routeId }: HelpPanelProps) {
  const { t } = useTranslation();
  // Escape is handled here, not by the drawer: the drawer's own handler would also fire for an
  // Escape that closes the attachment preview or a dropdown above the panel, losing the form. The
  // capture phase sees the page as it was when the key was pressed, before those layers close.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.mantine-Modal-content') || target?.getAttribute('aria-expanded') === 'true') return;
      onClose();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [opened, onClose]);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={HELP_PANEL_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus={false}
      lockScroll={false}
    >
      {/* No overlay: the page beside the panel stays in view and usable (an opened article, say). */}
      <Drawer.Content aria-label={t('help.panel.title')} data-testid="help-panel">
        <Drawer.Body pt="md">
          <PanelContent context={context} routeId={routeId} onClose={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
