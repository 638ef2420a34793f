import { Center, Skeleton, Table, Text } from '@mantine/core';

/** Most skeleton rows shown on a first load (spec 002 §9). */
export const MAX_SKELETON_ROWS = 20;

/** Placeholder rows while the first answer is awaited. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: Math.min(rows, MAX_SKELETON_ROWS) }, (_, r) => (
        <Table.Tr key={r} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <Table.Td key={c}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** A full-width message row (error or empty). */
export function MessageRow({ columns, message, tone }: { columns: number; message: string; tone: 'error' | 'empty' }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Center py="xl">
          <Text c={tone === 'error' ? 'red' : 'dimmed'} role={tone === 'error' ? 'alert' : undefined}>
            {message}
          </Text>
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
