import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HelpArticle,
  HelpArticleHit,
  HelpArticleInput,
  HelpArticleRow,
  HelpAttachment,
  HelpCcCandidate,
  HelpContext,
  HelpProviderTest,
  HelpSearchPage,
  HelpSettings,
  HelpSettingsInput,
  HelpTicketInput,
  HelpTicketResult,
  HelpUpload,
  TablePage,
} from '@outpost/contracts';
import { api } from '../../api/client.ts';
import { cachedSignedUrls } from '../../shared/signedUrls.ts';

export const helpKey = ['help'] as const;
const contextKey = [...helpKey, 'context'] as const;

/** What the panel shows (provider, branding switches, tooltip state); fetched once per session. */
export const useHelpContext = () => useQuery({ queryKey: contextKey, queryFn: ({ signal }) => api<HelpContext>('/api/help/context', { signal }), staleTime: 5 * 60_000 });

/** Hides the intro tooltip for good; the cached context follows at once. */
export function useHideTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/appuser/hide-help-tooltip', { method: 'PATCH' }),
    onSuccess: () => queryClient.setQueryData<HelpContext>(contextKey, (old) => (old ? { ...old, tooltipHidden: true } : old)),
  });
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString();

/** Article search at the provider; off while the text is empty. */
export const useArticleSearch = (text: string, locale: string | undefined, perPage = 10) =>
  useQuery({
    queryKey: [...helpKey, 'search', text, locale, perPage],
    queryFn: ({ signal }) => api<HelpSearchPage>(`/api/help/articles/search?${query({ query: text, locale, per_page: perPage })}`, { signal }),
    enabled: text.trim() !== '',
    staleTime: 60_000,
  });

/** Articles suggested on an app route ('/devices/$id'). */
export const useSuggestedArticles = (route: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...helpKey, 'suggested', route],
    queryFn: ({ signal }) => api<{ results: HelpArticleHit[] }>(`/api/help/articles/suggested?${query({ route })}`, { signal }).then((r) => r.results),
    enabled: enabled && route !== undefined && /^\/[A-Za-z0-9_\-/$.]*$/.test(route),
    staleTime: 5 * 60_000,
  });

export const fetchAcademyUrl = () => api<{ absoluteLoginUrl: string }>('/api/help/academy/login-url');

export const useCcCandidates = (search: string) =>
  useQuery({ queryKey: [...helpKey, 'cc', search], queryFn: ({ signal }) => api<HelpCcCandidate[]>(`/api/help/cc-candidates?${query({ search })}`, { signal }), staleTime: 60_000 });

export function uploadHelpFile(file: File): Promise<HelpUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<HelpUpload>('/api/help/uploads', { method: 'POST', body });
}
export const deleteHelpUpload = (token: string) => api<void>(`/api/help/uploads/${encodeURIComponent(token)}`, { method: 'DELETE' });
export const fetchHelpAttachment = (token: string) => api<HelpAttachment>(`/api/help/uploads/${encodeURIComponent(token)}`);
/** The preview's signed address of one of your uploads, reused for about 55 s (spec 002 §7). */
export const fetchSignedUrl = cachedSignedUrls((token) => api<{ signedUrl: string }>(`/api/help/uploads/${encodeURIComponent(token)}/signed-url`).then((r) => r.signedUrl));
export const submitHelpTicket = (body: HelpTicketInput) => api<HelpTicketResult>('/api/help/tickets', { method: 'POST', body });

// ---- The help centre ----

export const useArticle = (id: number) => useQuery({ queryKey: [...helpKey, 'article', id], queryFn: ({ signal }) => api<HelpArticle>(`/api/help/articles/${id}`, { signal }) });
export const useTopicArticle = (label: string) =>
  useQuery({ queryKey: [...helpKey, 'topic', label], queryFn: ({ signal }) => api<HelpArticle>(`/api/help/articles/topic/${encodeURIComponent(label)}`, { signal }), retry: false });

export const fetchArticlePage = (params: URLSearchParams, signal?: AbortSignal) => api<TablePage<HelpArticleRow>>(`/api/help/admin/articles?${params.toString()}`, { signal });
export const useAdminArticle = (id: number | null) =>
  useQuery({ queryKey: [...helpKey, 'admin-article', id], queryFn: ({ signal }) => api<HelpArticle>(`/api/help/admin/articles/${id}`, { signal }), enabled: id !== null, staleTime: 0 });
export const useSections = () => useQuery({ queryKey: [...helpKey, 'sections'], queryFn: ({ signal }) => api<string[]>('/api/help/admin/sections', { signal }) });

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HelpArticleInput }) =>
      api<HelpArticle>(id === null ? '/api/help/admin/articles' : `/api/help/admin/articles/${id}`, { method: id === null ? 'POST' : 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }),
  });
}
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api<void>(`/api/help/admin/articles/${id}`, { method: 'DELETE' }), onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKey }) });
}

const settingsKey = [...helpKey, 'settings'] as const;
export const useHelpSettings = () => useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api<HelpSettings>('/api/help/settings', { signal }) });
export function useSaveHelpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpSettingsInput) => api<HelpSettings>('/api/help/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: contextKey });
    },
  });
}
export function useTestHelpProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<HelpProviderTest>('/api/help/settings/test', { method: 'POST' }),
    onSuccess: (lastTest) => queryClient.setQueryData<HelpSettings>(settingsKey, (old) => (old ? { ...old, lastTest } : old)),
  });
}
