import { api } from './client';
import type { Body } from './contract';

/** POST /api/error/report */
export const reportProblem = (body: Body<'/api/error/report'>) => api.post('/api/error/report', body);
