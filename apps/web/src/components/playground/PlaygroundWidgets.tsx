import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js';
import { TreeList } from '../widgets/tree/TreeList.tsx';
import type { TreeItem } from '../widgets/tree/treeUtils.ts';
import { FileCard } from '../widgets/FileCard.tsx';
import { FilePicker } from '../widgets/FilePicker.tsx';
import { PhoneInput } from '../widgets/PhoneInput.tsx';
import { DateInput, DateRangeInput } from '../widgets/DateTextInput.tsx';
import { RadioGroup } from '../widgets/RadioGroup.tsx';
import { Stepper } from '../widgets/Stepper.tsx';
import { Switch } from '../widgets/Switch.tsx';
import { TextArea } from '../widgets/TextArea.tsx';
import { Tooltip } from '../widgets/Tooltip.tsx';
import { DropdownMenu } from '../widgets/DropdownMenu.tsx';
import { VerticalTabs } from '../widgets/VerticalTabs.tsx';
import { TabbedModal } from '../widgets/TabbedModal.tsx';
import { ColorPickerPopover } from '../widgets/ColorPickerPopover.tsx';
import { VideoPlayer } from '../widgets/VideoPlayer.tsx';
import '../../features/backup/backup.strings.ts';

const initialTree: TreeItem[] = [
  {
    id: 'a',
    title: 'Servers',
    children: [
      { id: 'a1', title: 'Web', children: [] },
      { id: 'a2', title: 'Database', children: [] },
    ],
  },
  { id: 'b', title: 'Workstations', children: [] },
];

/** Every shared widget once, wired to local state. */
export function PlaygroundWidgets() {
  const [tree, setTree] = useState(initialTree);
  const [files, setFiles] = useState<File[]>([]);
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<CountryCode>('US');
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [radio, setRadio] = useState<string | null>('a');
  const [count, setCount] = useState(1);
  const [on, setOn] = useState(false);
  const [text, setText] = useState('');
  const [color, setColor] = useState('#121212');
  const [modal, setModal] = useState(false);
  const tabs = [
    { id: 'general', label: 'General', required: true, renderer: () => <TextArea label="Description" value={text} onChange={setText} /> },
    { id: 'advanced', label: 'Advanced', hasError: text.length > 200, renderer: () => <Switch label="Enabled" checked={on} onChange={setOn} /> },
  ];
  return (
    <Stack>
      <Title order={3}>Widgets</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          <TreeList items={tree} onChange={setTree} />
          <FileCard name="report.pdf" type="application/pdf" size={123456} progress={42} onCancel={() => {}} />
          <FileCard name="backup.zip" size={1} variant="PROCESSING" />
          <FileCard name="broken.txt" size={1} variant="ERROR" />
          <FilePicker files={files} onChange={setFiles} />
          <VideoPlayer
            sources={[
              { quality: 360, src: '' },
              { quality: 720, src: '' },
            ]}
          />
        </Stack>
        <Stack>
          <PhoneInput label="Phone" value={phone} onChange={setPhone} country={country} onCountryChange={setCountry} />
          <DateInput label="Date" value={date} onChange={setDate} required />
          <DateRangeInput label="Date range" value={range} onChange={setRange} />
          <RadioGroup
            label="Plan"
            variant="card"
            value={radio}
            onChange={setRadio}
            options={[
              { value: 'a', label: 'Basic', description: 'One device' },
              { value: 'b', label: 'Pro', description: 'Many devices' },
            ]}
          />
          <Stepper label="Copies" value={count} onChange={setCount} max={10} />
          <Switch label="Notifications" checked={on} onChange={setOn} />
          <TextArea label="Notes" value={text} onChange={setText} />
          <Group>
            <Tooltip label="A helpful tip">
              <Button variant="default">Hover me</Button>
            </Tooltip>
            <DropdownMenu
              target={<Button variant="default">Menu</Button>}
              items={['One', 'Two', 'Three'].map((l) => ({ id: l, label: l, onClick: () => {} }))}
            />
            <ColorPickerPopover value={color} onChange={setColor} label="Colour" />
            <Button onClick={() => setModal(true)}>Open tabbed modal</Button>
          </Group>
          <VerticalTabs tabs={tabs} />
        </Stack>
      </SimpleGrid>
      <TabbedModal opened={modal} onClose={() => setModal(false)} title="Edit item" tabs={tabs} onSubmit={() => (text.length > 200 ? ['advanced'] : [])} />
    </Stack>
  );
}
