import { api } from './client';
import type { OkResponse, ReportProblemRequest } from './types';

/** POST /api/error/report */
export const reportProblem = (body: ReportProblemRequest) => api.post<OkResponse>('/api/error/report', body);
