import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How long a newly errored tab stays highlighted (spec 002 §5.4). */
export const TAB_ERROR_HIGHLIGHT_MS = 5000;

/** A tab as defined in spec 002 §3.3. */
export interface TabDefinition {
  id: string;
  label: string;
  icon?: ReactNode;
  required?: boolean;
  valid?: boolean;
  hasError?: boolean;
  renderer: () => ReactNode;
  onChange?: () => void;
}

export interface VerticalTabsProps {
  tabs: TabDefinition[];
  value?: string;
  onChange?: (id: string) => void;
  /** Bump to re-flash the highlight of tabs that still have errors (e.g. on each submit). */
  errorSignal?: number;
}

/** Highlights tabs that have just gained an error (or were re-flagged), for five seconds. */
function useErrorHighlight(tabs: TabDefinition[], signal: number | undefined): Set<string> {
  const [lit, setLit] = useState<Set<string>>(new Set());
  const previous = useRef<Set<string>>(new Set());
  const lastSignal = useRef(signal);
  // The ids as one string: the effect re-runs when the set of errored tabs changes, not on every
  // render's new array.
  const key = JSON.stringify(tabs.filter((t) => t.hasError).map((t) => t.id));
  useEffect(() => {
    const errored = JSON.parse(key) as string[];
    const resignal = signal !== lastSignal.current;
    lastSignal.current = signal;
    const fresh = errored.filter((id) => resignal || !previous.current.has(id));
    previous.current = new Set(errored);
    if (fresh.length === 0) return;
    setLit((s) => new Set([...s, ...fresh]));
    const timer = setTimeout(() => setLit((s) => new Set([...s].filter((id) => !fresh.includes(id)))), TAB_ERROR_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [key, signal]);
  return lit;
}

/** Tabs down the left, one panel per tab; required tabs get an asterisk, errored tabs a mark. */
export function VerticalTabs({ tabs, value, onChange, errorSignal }: VerticalTabsProps) {
  const { t } = useTranslation('components');
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const active = value ?? own;
  const lit = useErrorHighlight(tabs, errorSignal);
  return (
    <Tabs
      orientation="vertical"
      value={active}
      onChange={(id) => {
        if (!id) return;
        setOwn(id);
        onChange?.(id);
        tabs.find((x) => x.id === id)?.onChange?.();
      }}
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.id}
            value={tab.id}
            leftSection={tab.icon}
            data-error={tab.hasError || undefined}
            data-highlight={lit.has(tab.id) || undefined}
            c={tab.hasError ? 'red' : undefined}
            style={lit.has(tab.id) ? { background: 'var(--mantine-color-red-light)' } : undefined}
            rightSection={tab.hasError ? <IconAlertCircle size={14} aria-label={t('widgets.tabError')} /> : undefined}
          >
            <Group gap={2} wrap="nowrap">
              <Text size="sm" inherit>
                {tab.label}
              </Text>
              {tab.required && (
                <Text span c="red" aria-label={t('widgets.tabRequired')}>
                  *
                </Text>
              )}
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} px="md">
          {tab.renderer()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
