import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's one level-one heading, drawn at the size of a second-level one. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2">
      {children}
    </Title>
  );
}
