import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** A link to one ticket, drawn as an anchor, navigating inside the app. */
export function TicketLink({ id, children, onClick, ...props }: AnchorProps & { id: number; children: ReactNode; onClick?: (event: MouseEvent) => void }) {
  return (
    <Anchor {...props} renderRoot={(root) => <Link {...root} to="/tickets/$id" params={{ id }} onClick={onClick} />}>
      {children}
    </Anchor>
  );
}
