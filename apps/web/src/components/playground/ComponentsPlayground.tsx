import { Container, Divider, Stack, Title } from '@mantine/core';
import { PlaygroundTables } from './PlaygroundTables.tsx';
import { PlaygroundWidgets } from './PlaygroundWidgets.tsx';
import { ClientBench, ServerBench } from './BenchTables.tsx';
import { PlaygroundMedia } from './PlaygroundMedia.tsx';
import { PlaygroundSchedule } from './PlaygroundSchedule.tsx';

/**
 * Demo page of the shared components, used by the Playwright checks and the benchmark.
 * `?bench=client` shows only the 100,000-row table; `?bench=server&url=/api/devices` only a
 * server-driven table over that endpoint.
 */
export function ComponentsPlayground() {
  const params = new URLSearchParams(window.location.search);
  const bench = params.get('bench');
  if (bench === 'client') return <ClientBench />;
  if (bench === 'server') return <ServerBench url={params.get('url') ?? '/api/devices'} />;
  if (params.get('only') === 'schedule') return <PlaygroundSchedule />;
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={2}>Components playground</Title>
        <PlaygroundTables />
        <Divider />
        <PlaygroundWidgets />
        <Divider />
        <PlaygroundSchedule />
        <Divider />
        <PlaygroundMedia />
      </Stack>
    </Container>
  );
}
