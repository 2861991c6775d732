'use client';

import { definitions, type Block, type BlockKind } from '@/features/blocks';
import { insertBlock, replaceBlock } from '../state/section-content';
import { AddBlockDialog } from './add-block-dialog.client';
import { BlockDialog } from './block-form/block-dialog.client';
import { useEditSession, type Target } from './edit-session.client';
import { ConflictDialog } from './conflict-dialog.client';
import { LoginDialog } from './login-dialog.client';
import { PublishDialog } from './publish-dialog.client';
import { VersionsDialog } from './versions-dialog.client';
import { SectionDialog } from './section-dialog.client';
import { useTranslations } from 'next-intl';
import { focusBlock } from './focus';

/** The open dialog of edit mode, and the login modal when a write met an expired session. */
export function EditorDialogs() {
  const t = useTranslations('Editor');
  const {
    locale,
    page,
    stores,
    dialog,
    openDialog,
    storeOf,
    announce,
    loginPending,
    state,
    save,
    saveDraft,
    withLogin,
  } = useEditSession();
  const close = () => openDialog(null);

  const insert = (block: Block, target: Target) => {
    const store = storeOf(target.slug);
    if (!store) return;
    store.getState().apply((content) => insertBlock(content, block, target));
    announce(t('added', { kind: definitions[block.kind].label[locale] }));
    focusBlock(block.id, '[role="textbox"]');
  };
  const choose = (kind: BlockKind, target: Target) => {
    // Headline and text are typed into on the page; every other kind starts in the edit modal.
    // A new headline is empty, its placeholder says what to type; it is saved once it has text.
    if (kind === 'headline') insert({ ...definitions.headline.create({ content: '-' }), content: '' }, target);
    else if (kind === 'text') insert(definitions.text.create(), target);
    else return openDialog({ type: 'block', kind, slug: target.slug, target });
    close();
  };

  return (
    <>
      {dialog?.type === 'add' && (
        <AddBlockDialog target={dialog.target} onChoose={choose} onClose={() => dialog.type === 'add' && close()} />
      )}
      {dialog?.type === 'block' && (
        <BlockDialog
          key={dialog.block?.id ?? dialog.kind}
          locale={locale}
          kind={dialog.kind}
          block={dialog.block}
          onClose={close}
          onSubmit={(block) => {
            if (dialog.target) return insert(block, dialog.target);
            storeOf(dialog.slug)
              ?.getState()
              .apply((content) => replaceBlock(content, block));
            announce(t('changed', { kind: definitions[block.kind].label[locale] }));
            focusBlock(block.id);
          }}
        />
      )}
      {dialog?.type === 'section' && (
        <SectionDialog
          onClose={close}
          onCreated={(slug) => {
            announce(t('sectionAdded'));
            requestAnimationFrame(() =>
              document
                .querySelector<HTMLElement>(`section[data-slug="${CSS.escape(slug)}"]`)
                ?.scrollIntoView({ block: 'center' }),
            );
          }}
        />
      )}
      {dialog?.type === 'publish' && (
        <PublishDialog
          locale={locale}
          pageId={page.id}
          schedules={state.schedules}
          revision={() => saveDraft()}
          withLogin={withLogin}
          onClose={close}
        />
      )}
      {dialog?.type === 'versions' && (
        <VersionsDialog
          locale={locale}
          pageId={page.id}
          current={() => stores.map((s) => ({ slug: s.getState().slug, ...s.getState().content }))}
          withLogin={withLogin}
          onClose={close}
        />
      )}
      {save.kind === 'conflict' && <ConflictDialog by={save.by} at={save.at} />}
      {loginPending && <LoginDialog onDone={loginPending} />}
    </>
  );
}
