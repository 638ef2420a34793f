import { Box, Input } from '@mantine/core';
import { useId, useRef } from 'react';

/**
 * A script body editor: monospace text with line numbers in a gutter that scrolls with it. Tab
 * keeps moving focus (keyboard users must be able to leave the field); indentation is typed.
 */
export function CodeEditor({
  label,
  description,
  value,
  onChange,
  readOnly,
  error,
  minRows = 16,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  error?: string;
  minRows?: number;
}) {
  const id = useId();
  const gutter = useRef<HTMLDivElement>(null);
  const lines = Math.max(value.split('\n').length, minRows);
  const font = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, lineHeight: '20px' };
  return (
    <Input.Wrapper label={label} description={description} error={error} id={id}>
      <Box
        style={{
          display: 'flex',
          border: `1px solid var(--mantine-color-${error ? 'red-6' : 'default-border'})`,
          borderRadius: 4,
          height: minRows * 20 + 16,
          overflow: 'hidden',
        }}
      >
        <Box
          ref={gutter}
          aria-hidden
          style={{
            ...font,
            padding: '8px 8px',
            textAlign: 'right',
            color: 'var(--mantine-color-dimmed)',
            background: 'var(--mantine-color-default-hover)',
            userSelect: 'none',
            overflow: 'hidden',
            minWidth: 44,
          }}
        >
          {Array.from({ length: lines }, (_, i) => (
            <div key={i}>{i + 1}</div>
          ))}
        </Box>
        <textarea
          id={id}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          wrap="off"
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.currentTarget.value)}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          style={{
            ...font,
            flex: 1,
            border: 0,
            outline: 'none',
            resize: 'none',
            padding: 8,
            whiteSpace: 'pre',
            overflow: 'auto',
            background: 'transparent',
            color: 'inherit',
          }}
        />
      </Box>
    </Input.Wrapper>
  );
}
