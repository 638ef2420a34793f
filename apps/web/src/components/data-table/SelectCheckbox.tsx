import type { ComponentProps } from 'react';
import classes from './DataTable.module.css';

/**
 * The row and page selection checkbox: a native input styled like Mantine's. Mantine's
 * Checkbox mounts a component tree with its own id and styles per row, which was a good part of
 * what each row cost as it scrolled into a virtualised table.
 */
export function SelectCheckbox({ indeterminate, ...props }: Omit<ComponentProps<'input'>, 'type' | 'className'> & { indeterminate?: boolean }) {
  return (
    <input
      {...props}
      type="checkbox"
      className={classes.checkbox}
      // Only the page checkbox is ever indeterminate; rows pass no ref at all.
      ref={
        indeterminate === undefined
          ? undefined
          : (el) => {
              if (el) el.indeterminate = indeterminate;
            }
      }
    />
  );
}
