import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalNode, ApprovalStatus, NodeApprovalMode } from '@outpost/contracts';
import { api } from '../../api/client.ts';

const approvalsKey = ['node-approvals'] as const;

export function useApprovalList(status: ApprovalStatus) {
  return useQuery({
    queryKey: [...approvalsKey, status],
    queryFn: () => api<ApprovalNode[]>(`/api/node-approvals?status=${status}&sortBy=displayName&direction=ASC`),
    refetchInterval: 10_000,
  });
}

export function useApprovalMode() {
  return useQuery({ queryKey: [...approvalsKey, 'mode'], queryFn: async () => (await api<{ mode: NodeApprovalMode }>('/api/node-approvals/mode')).mode });
}

export function useSetApprovalMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: NodeApprovalMode) => api<{ mode: NodeApprovalMode }>('/api/node-approvals/mode', { method: 'PUT', body: { mode } }),
    onSuccess: ({ mode }) => queryClient.setQueryData([...approvalsKey, 'mode'], mode),
  });
}

export type ApprovalAction = 'approve' | 'reject' | 'clear';

export function useApprovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, nodeIds }: { action: ApprovalAction; nodeIds: number[] }) =>
      api<{ affected: number }>(`/api/node-approvals/${action}`, { method: 'POST', body: { nodeIds } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: approvalsKey }), queryClient.invalidateQueries({ queryKey: ['devices'] })]),
  });
}
