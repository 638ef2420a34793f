import { useState } from 'react';
import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput, DateRangeInput } from '../widgets/DateTextInput.tsx';
import { VideoPlayer } from '../widgets/VideoPlayer.tsx';
// A 3-second clip at two heights (recorded once in headless Chromium: canvas + MediaRecorder, VP9;
// about 40 KB together) and captions, one cue a second.
import clip360 from './media/clip-360.webm?url';
import clip720 from './media/clip-720.webm?url';
// Never inlined: as a data: URL the track would be refused by the server's CSP (media from 'self' only).
import captions from './media/captions.vtt?url&no-inline';

const sources = [
  { quality: 360, src: clip360 },
  { quality: 720, src: clip720 },
];

/** Date inputs with their values shown, and a video player over a small committed clip. */
export function PlaygroundMedia() {
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  return (
    <Stack data-testid="playground-media">
      <Title order={3}>Dates and media</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          <DateInput label="Media date" value={date} onChange={setDate} />
          <Text size="sm">
            Picked date: <Code data-testid="media-date-value">{date ?? 'none'}</Code>
          </Text>
          <DateRangeInput label="Media range" value={range} onChange={setRange} />
          <Text size="sm">
            Picked range: <Code data-testid="media-range-value">{range.map((d) => d ?? 'none').join(' → ')}</Code>
          </Text>
        </Stack>
        <div data-testid="media-video">
          <VideoPlayer sources={sources} captionsSrc={captions} />
        </div>
      </SimpleGrid>
    </Stack>
  );
}
