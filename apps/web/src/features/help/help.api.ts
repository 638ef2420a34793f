import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpArticleInput, HelpArticleUpdate, HelpContext, HelpSettings, HelpSettingsInput, HelpTicketInput, HelpUpload } from '@outpost/contracts';
import { call } from '../../api/typed.ts';
import { cachedSignedUrls } from '../../shared/signedUrls.ts';

export const helpKey = ['help'] as const;
const contextKey = [...helpKey, 'context'] as const;

/** What the panel shows (provider, branding switches, tooltip state); fetched once per session. */
export const useHelpContext = () =>
  useQuery({ queryKey: contextKey, queryFn: ({ signal }) => call('get', '/api/help/context', { signal }), staleTime: 5 * 60_000 });

/** Hides the intro tooltip for good; the cached context follows at once. */
export function useHideTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('patch', '/api/appuser/hide-help-tooltip'),
    onSuccess: () => queryClient.setQueryData<HelpContext>(contextKey, (old) => (old ? { ...old, tooltipHidden: true } : old)),
  });
}

/** Article search at the provider; off while the text is empty. */
export const useArticleSearch = (text: string, locale: string | undefined, perPage = 10) =>
  useQuery({
    queryKey: [...helpKey, 'search', text, locale, perPage],
    queryFn: ({ signal }) => call('get', '/api/help/articles/search', { query: { query: text, locale, per_page: perPage }, signal }),
    enabled: text.trim() !== '',
    staleTime: 60_000,
  });

/** Articles suggested on an app route ('/devices/$id'). */
export const useSuggestedArticles = (route: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...helpKey, 'suggested', route],
    queryFn: async ({ signal }) => (await call('get', '/api/help/articles/suggested', { query: { route: route ?? '' }, signal })).results,
    enabled: enabled && route !== undefined && /^\/[A-Za-z0-9_\-/$.]*$/.test(route),
    staleTime: 5 * 60_000,
  });

export const fetchAcademyUrl = () => call('get', '/api/help/academy/login-url');

export const useCcCandidates = (search: string) =>
  useQuery({
    queryKey: [...helpKey, 'cc', search],
    queryFn: ({ signal }) => call('get', '/api/help/cc-candidates', { query: { search }, signal }),
    staleTime: 60_000,
  });

export function uploadHelpFile(file: File): Promise<HelpUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return call('post', '/api/help/uploads', { body });
}
export const deleteHelpUpload = (token: string) => call('delete', '/api/help/uploads/{token}', { params: { token } });
export const fetchHelpAttachment = (token: string) => call('get', '/api/help/uploads/{token}', { params: { token } });
/** The preview's signed address of one of your uploads, reused for about 55 s (spec 002 §7). */
export const fetchSignedUrl = cachedSignedUrls((token) => call('get', '/api/help/uploads/{token}/signed-url', { params: { token } }).then((r) => r.signedUrl));
export const submitHelpTicket = (body: HelpTicketInput) => call('post', '/api/help/tickets', { body });

// ---- The help centre ----

export const useArticle = (id: number) =>
  useQuery({ queryKey: [...helpKey, 'article', id], queryFn: ({ signal }) => call('get', '/api/help/articles/{id}', { params: { id }, signal }) });
export const useTopicArticle = (label: string) =>
  useQuery({
    queryKey: [...helpKey, 'topic', label],
    queryFn: ({ signal }) => call('get', '/api/help/articles/topic/{label}', { params: { label }, signal }),
    retry: false,
  });

export const fetchArticlePage = (params: URLSearchParams, signal?: AbortSignal) => call('get', '/api/help/admin/articles', { search: params, signal });
export const useAdminArticle = (id: number | null) =>
  useQuery({
    queryKey: [...helpKey, 'admin-article', id],
    queryFn: ({ signal }) => call('get', '/api/help/admin/articles/{id}', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
export const useSections = () => useQuery({ queryKey: [...helpKey, 'sections'], queryFn: ({ signal }) => call('get', '/api/help/admin/sections', { signal }) });

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: HelpArticleInput } | { id: number; body: HelpArticleUpdate }) =>
      save.id === null
        ? call('post', '/api/help/admin/articles', { body: save.body })
        : call('put', '/api/help/admin/articles/{id}', { params: { id: save.id }, body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }),
  });
}
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('delete', '/api/help/admin/articles/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }),
  });
}

const settingsKey = [...helpKey, 'settings'] as const;
export const useHelpSettings = () => useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call('get', '/api/help/settings', { signal }) });
export function useSaveHelpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpSettingsInput) => call('put', '/api/help/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: contextKey });
    },
  });
}
export function useTestHelpProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('post', '/api/help/settings/test'),
    onSuccess: (lastTest) => queryClient.setQueryData<HelpSettings>(settingsKey, (old) => (old ? { ...old, lastTest } : old)),
  });
}
