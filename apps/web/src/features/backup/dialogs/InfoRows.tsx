import { Table } from '@mantine/core';

/** Label/value rows at the top of a dialog (device, plan name, path, …). */
export function InfoRows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140} style={{ verticalAlign: 'top' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
