import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode';
import { HorizontalRulePlugin } from '@lexical/react/LexicalHorizontalRulePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { ListItemNode, ListNode } from '@lexical/list';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { TextNode } from 'lexical';
import { useMemo, useState } from 'react';
import { RICH_TEXT_LIMITS, validateLinkUrl } from '@outpost/rich-text/core';
import { createTranslate, EditorUiProvider } from './context.tsx';
import type { RichTextEditorProps } from './types.ts';
import { ExtendedTextNode } from './nodes/ExtendedTextNode.ts';
import { MentionNode } from './nodes/MentionNode.ts';
import { ImageNode } from './nodes/ImageNode.tsx';
import { CodeBlockNode } from './nodes/CodeBlockNode.ts';
import { tableCellHtml } from './nodes/table-cell-html.ts';
import { editorTheme } from './theme.ts';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { HtmlIoPlugin } from './plugins/HtmlIoPlugin.tsx';
import { EditablePlugin } from './plugins/EditablePlugin.tsx';
import { ListMaxDepthPlugin } from './plugins/ListMaxDepthPlugin.tsx';
import { AutoLinks } from './plugins/AutoLinks.tsx';
import { LinkRulesPlugin } from './plugins/LinkRulesPlugin.tsx';
import { FloatingFormatBar } from './plugins/FloatingFormatBar.tsx';
import { LinkBubble } from './plugins/LinkBubble.tsx';
import { TableCellMenu } from './plugins/TableCellMenu.tsx';
import { TableResizer } from './plugins/TableResizer.tsx';
import { TableBoundaryPlugin } from './plugins/TableBoundaryPlugin.tsx';
import { ImagePlugin } from './plugins/ImagePlugin.tsx';
import { ImageCaretPlugin } from './plugins/ImageCaretPlugin.tsx';
import { MentionsPlugin } from './plugins/MentionsPlugin.tsx';
import { PastePlugin } from './plugins/PastePlugin.tsx';
import { TabFocusPlugin } from './plugins/TabFocusPlugin.tsx';
import { LargeDocumentPlugin } from './plugins/LargeDocumentPlugin.tsx';
import { InsertTextPlugin } from './plugins/InsertTextPlugin.tsx';
import { AttachmentList } from './attachments/AttachmentList.tsx';
import { AttachmentsProvider } from './attachments/attachments-context.tsx';
import { SourceModeProvider, SourceModeView } from './source/SourceMode.tsx';
import './editor.css';

/** The rich-text editor of spec 002; it talks to its host only through the props' callbacks. */
export function RichTextEditor(props: RichTextEditorProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const t = useMemo(() => createTranslate(props), [props.t, props.strings]); // eslint-disable-line react-hooks/exhaustive-deps
  const ui = useMemo(() => ({ t, props, container }), [t, props, container]);
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'outpost-editor',
      theme: editorTheme,
      editable: !props.readOnly,
      onError: (error: Error) => {
        throw error;
      },
      nodes: [
        HeadingNode,
        QuoteNode,
        ListNode,
        ListItemNode,
        LinkNode,
        AutoLinkNode,
        TableNode,
        TableRowNode,
        TableCellNode,
        HorizontalRuleNode,
        ImageNode,
        MentionNode,
        CodeBlockNode,
        ExtendedTextNode,
        { replace: TextNode, with: (node: TextNode) => new ExtendedTextNode(node.__text), withKlass: ExtendedTextNode },
      ],
      html: tableCellHtml,
    }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- Lexical reads the config once
  );
  const height = props.variant === 'email' ? { maxHeight: RICH_TEXT_LIMITS.emailEditorMaxHeight } : { minHeight: RICH_TEXT_LIMITS.editorMinHeight };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorUiProvider value={ui}>
        <AttachmentsProvider>
          <SourceModeProvider>
            <div className="outpost-editor" data-readonly={props.readOnly ? 'true' : 'false'}>
              <Toolbar />
              <SourceModeView>
                <div className="outpost-editor-body" ref={setContainer} style={height}>
                  <RichTextPlugin
                    contentEditable={
                      <ContentEditable
                        className="outpost-editor-content"
                        aria-label={props.ariaLabel ?? t('editorLabel')}
                        style={height}
                        aria-placeholder={props.placeholder ?? t('placeholder')}
                        placeholder={<div className="outpost-editor-placeholder">{props.placeholder ?? t('placeholder')}</div>}
                      />
                    }
                    ErrorBoundary={LexicalErrorBoundary}
                  />
                  <FloatingFormatBar />
                  <LinkBubble />
                  <TableCellMenu />
                  <TableResizer />
                </div>
              </SourceModeView>
              <AttachmentList />
            </div>
            <HistoryPlugin />
            <ListPlugin />
            <ListMaxDepthPlugin maxDepth={RICH_TEXT_LIMITS.listMaxDepth} />
            <LinkPlugin validateUrl={validateLinkUrl} />
            <LinkRulesPlugin />
            <AutoLinks />
            <TablePlugin hasCellMerge hasCellBackgroundColor />
            <TableBoundaryPlugin />
            <HorizontalRulePlugin />
            <ImagePlugin />
            <ImageCaretPlugin />
            <MentionsPlugin />
            <PastePlugin />
            <TabFocusPlugin />
            <EditablePlugin readOnly={props.readOnly ?? false} />
            <HtmlIoPlugin />
            <LargeDocumentPlugin />
            <InsertTextPlugin handleRef={props.handleRef} />
          </SourceModeProvider>
        </AttachmentsProvider>
      </EditorUiProvider>
    </LexicalComposer>
  );
}
