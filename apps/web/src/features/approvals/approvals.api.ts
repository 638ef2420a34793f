import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalStatus, NodeApprovalMode } from '@outpost/contracts';
import { call } from '../../api/typed.ts';

const approvalsKey = ['node-approvals'] as const;

export function useApprovalList(status: ApprovalStatus) {
  return useQuery({
    queryKey: [...approvalsKey, status],
    queryFn: () => call('get', '/api/node-approvals', { query: { status, sortBy: 'displayName', direction: 'ASC' } }),
    refetchInterval: 10_000,
  });
}

export function useApprovalMode() {
  return useQuery({ queryKey: [...approvalsKey, 'mode'], queryFn: async () => (await call('get', '/api/node-approvals/mode')).mode });
}

export function useSetApprovalMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: NodeApprovalMode) => call('put', '/api/node-approvals/mode', { body: { mode } }),
    onSuccess: ({ mode }) => queryClient.setQueryData([...approvalsKey, 'mode'], mode),
  });
}

export type ApprovalAction = 'approve' | 'reject' | 'clear';

export function useApprovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, nodeIds }: { action: ApprovalAction; nodeIds: number[] }) => call('post', `/api/node-approvals/${action}`, { body: { nodeIds } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: approvalsKey }), queryClient.invalidateQueries({ queryKey: ['devices'] })]),
  });
}
