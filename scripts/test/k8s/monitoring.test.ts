/**
 * k8s/monitoring renders and has the shape the Prometheus Operator and Grafana expect. Offline
 * validation: there are no published JSON schemas of the operator's kinds here, so PodMonitor and
 * PrometheusRule are checked against zod schemas of the fields we use (strict: a misspelt field fails),
 * and every metric a rule or a panel reads is one the kit's registry defines. k8s/load-generator's Job and
 * NetworkPolicies are standard kinds, checked against the Kubernetes schemas like the overlays.
 */
import { z } from 'zod';
import { collectProcessMetrics, metricsRegistry } from '../../../packages/kit/src';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  SERVICES,
  kubeTools,
  render,
  schemaValidator,
  workloads,
  type Rendered,
  type Workload,
} from './manifests';

const labels = z.record(z.string(), z.string());
const metadata = z
  .object({ name: z.string(), namespace: z.literal('storybook'), labels: labels.optional() })
  .strict();

const podMonitorSchema = z
  .object({
    apiVersion: z.literal('monitoring.coreos.com/v1'),
    kind: z.literal('PodMonitor'),
    metadata,
    spec: z
      .object({
        selector: z.object({ matchLabels: labels }).strict(),
        podMetricsEndpoints: z
          .array(
            z
              .object({
                port: z.string(),
                path: z.string().startsWith('/'),
                interval: z.string().regex(/^\d+[smh]$/),
                relabelings: z
                  .array(z.object({ sourceLabels: z.array(z.string()), targetLabel: z.string() }).strict())
                  .optional(),
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
  })
  .strict();

const ruleSchema = z
  .object({
    alert: z.string().regex(/^[A-Z][A-Za-z]+$/),
    expr: z.string().min(1),
    for: z
      .string()
      .regex(/^\d+[smh]$/)
      .optional(),
    labels: z.object({ severity: z.enum(['critical', 'warning', 'info']) }).strict(),
    annotations: z.object({ summary: z.string().min(1), description: z.string().min(1) }).strict(),
  })
  .strict();

const prometheusRuleSchema = z
  .object({
    apiVersion: z.literal('monitoring.coreos.com/v1'),
    kind: z.literal('PrometheusRule'),
    metadata,
    spec: z
      .object({
        groups: z.array(z.object({ name: z.string(), rules: z.array(ruleSchema).min(1) }).strict()).min(1),
      })
      .strict(),
  })
  .strict();

const dashboardSchema = z.object({
  uid: z.string().min(1),
  title: z.string().min(1),
  schemaVersion: z.number().int(),
  panels: z
    .array(
      z.object({
        id: z.number().int(),
        type: z.enum(['timeseries', 'stat', 'gauge', 'table']),
        title: z.string().min(1),
        gridPos: z.object({ h: z.number(), w: z.number(), x: z.number(), y: z.number() }),
        targets: z.array(z.object({ refId: z.string(), expr: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
});

/** The storybook_* series an expression reads, as the families that make them (no _bucket, _sum, _count). */
function familiesIn(expr: string): string[] {
  return [...expr.matchAll(/\bstorybook_[a-z0-9_]+/g)].map((match) =>
    match[0].replace(/_(bucket|sum|count)$/, ''),
  );
}

describe('k8s/monitoring', () => {
  let monitoring: Rendered;
  let local: Rendered;
  let known: Set<string>;

  beforeAll(() => {
    monitoring = render('monitoring');
    local = render('overlays/local');
    collectProcessMetrics();
    known = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
  }, 120_000);

  it('scrapes the metrics port of the gateway and every service, and no other pod', () => {
    const [monitor] = monitoring.all('PodMonitor');
    const { spec } = podMonitorSchema.parse(monitor);
    expect(spec.podMetricsEndpoints.map((endpoint) => [endpoint.port, endpoint.path])).toEqual([
      ['metrics', '/metrics'],
    ]);
    const scraped = workloads(local)
      .filter((workload: Workload) =>
        Object.entries(spec.selector.matchLabels).every(
          ([key, value]) => workload.spec.template.metadata.labels[key] === value,
        ),
      )
      .filter((workload) =>
        workload.spec.template.spec.containers.some((container) =>
          (container.ports ?? []).some((port) => port.name === 'metrics'),
        ),
      )
      .map((workload) => workload.metadata.name);
    expect(scraped.sort()).toEqual(['gateway', ...SERVICES].sort());
  });

  it('alerts on the error rate, book pipeline latency, consumer lag and pods not ready', () => {
    const [rule] = monitoring.all('PrometheusRule');
    const { spec } = prometheusRuleSchema.parse(rule);
    const alerts = spec.groups.flatMap((group) => group.rules);
    expect(alerts.map((alert) => alert.alert)).toEqual(
      expect.arrayContaining([
        'StorybookHighErrorRate',
        'StorybookBooksSlow',
        'StorybookConsumerLag',
        'StorybookPodsNotReady',
      ]),
    );
    for (const alert of alerts) {
      for (const family of familiesIn(alert.expr))
        expect([alert.alert, known.has(family)]).toEqual([alert.alert, true]);
    }
  });

  it("has Grafana's dashboard in a labelled ConfigMap, each panel on metrics the services serve", () => {
    const configMap = monitoring
      .all('ConfigMap')
      .find((object) => object.metadata.name === 'storybook-dashboard');
    expect(configMap?.metadata.labels?.grafana_dashboard).toBe('1');
    const data = (configMap as unknown as { data: Record<string, string> }).data;
    const dashboard = dashboardSchema.parse(JSON.parse(data['storybook.json']!));
    const read = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => familiesIn(target.expr))),
    );
    for (const family of read) expect([family, known.has(family)]).toEqual([family, true]);
    // Every family of the operations guide is on the dashboard.
    for (const family of [
      'storybook_http_requests_total',
      'storybook_grpc_server_handled_total',
      'storybook_event_consumer_lag',
      'storybook_book_seconds',
      'storybook_book_pages_failed_total',
      'storybook_provider_cost_usd_total',
      'storybook_moderation_refusals_total',
      'storybook_credits_refunded_total',
    ]) {
      expect([family, read.has(family)]).toEqual([family, true]);
    }
  });
});

describe('k8s/load-generator', () => {
  let rendered: Rendered;
  beforeAll(() => {
    rendered = render('load-generator');
  }, 120_000);

  it.each(kubeTools().kubernetesVersions)('is valid for Kubernetes %s', (version) => {
    const validatorFor = schemaValidator(version);
    for (const object of rendered.objects) {
      const validate = validatorFor(object);
      expect([`${object.kind}/${object.metadata.name}`, validate(object), validate.errors ?? null]).toEqual([
        `${object.kind}/${object.metadata.name}`,
        true,
        null,
      ]);
    }
  });

  it("runs the gateway image's load generator against the gateway, and may reach nothing else", () => {
    const job = rendered.find<Workload>('Job', 'load-generator');
    const [container] = job.spec.template.spec.containers as unknown as Array<{
      image: string;
      command: string[];
    }>;
    expect(container!.image).toBe('storybook/gateway');
    expect(container!.command).toEqual(['node', 'services/gateway/dist/load-generator.js']);
    expect(existsSync(join(ROOT, 'services/gateway/src/load-generator.ts'))).toBe(true);
    const policies = rendered.all('NetworkPolicy') as unknown as Array<{
      spec: { podSelector: { matchLabels: Record<string, string> }; egress?: unknown[]; ingress?: unknown[] };
    }>;
    const own = policies.find(
      (policy) => policy.spec.podSelector.matchLabels['app.kubernetes.io/name'] === 'load-generator',
    );
    expect(own?.spec.egress).toEqual([
      {
        to: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }],
        ports: [{ protocol: 'TCP', port: 8080 }],
      },
    ]);
  });
});
