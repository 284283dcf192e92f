/**
 * Every overlay renders with kustomize, every object is valid for the Kubernetes versions the schemas
 * cover (strict: an unknown field is an error), and the objects have the shape the platform relies on:
 * probes, limits, non-root pods, autoscaling, disruption budgets, stores only where they belong, and
 * network paths that are exactly the architecture's.
 */
import {
  APPS,
  OVERLAYS,
  SERVICES,
  containerPort,
  kubeTools,
  render,
  schemaValidator,
  workloads,
  type KubeObject,
  type Overlay,
  type Rendered,
  type ServiceObject,
  type Workload,
} from './manifests';

const rendered = {} as Record<Overlay | 'base', Rendered>;
beforeAll(() => {
  rendered.base = render('base');
  for (const overlay of OVERLAYS) rendered[overlay] = render(`overlays/${overlay}`);
}, 120_000);

describe('kustomize renders', () => {
  it.each(['base', ...OVERLAYS] as const)('%s with every object in the storybook namespace', (name) => {
    const objects = rendered[name].objects;
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      if (object.kind === 'Namespace') expect(object.metadata.name).toBe('storybook');
      else
        expect(`${object.kind}/${object.metadata.name} in ${object.metadata.namespace}`).toMatch(
          / in storybook$/,
        );
    }
    const names = objects.map((object) => `${object.kind}/${object.metadata.name}`);
    expect(names.filter((item, index) => names.indexOf(item) !== index)).toEqual([]);
  });
});

describe('Kubernetes schemas', () => {
  const versions = kubeTools().kubernetesVersions;
  it.each(versions.flatMap((version) => OVERLAYS.map((overlay) => [overlay, version] as const)))(
    '%s: every object is valid for Kubernetes %s',
    (overlay, version) => {
      const validatorFor = schemaValidator(version);
      const problems: string[] = [];
      for (const object of rendered[overlay].objects) {
        const validate = validatorFor(object);
        const where = `${object.kind}/${object.metadata.name}`;
        if (!validate(object)) {
          problems.push(
            `${where}: ${(validate.errors ?? [])
              .map((error) => `${error.instancePath} ${error.message}`)
              .join('; ')}`,
          );
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('catches a field Kubernetes does not know (the schemas are strict)', () => {
    const validatorFor = schemaValidator(versions[0]!);
    const deployment = structuredClone(rendered.prod.find('Deployment', 'auth')) as Workload;
    (deployment.spec.template.spec.containers[0] as unknown as Record<string, unknown>).livenessProbes = {};
    expect(validatorFor(deployment)(deployment)).toBe(false);
  });
});

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const get = () => rendered[overlay];

  it('has a Deployment and a Service for every workload of the product', () => {
    for (const app of APPS) {
      const deployment = get().find<Workload>('Deployment', app);
      const service = get().find<ServiceObject>('Service', app);
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    }
  });

  it('gives every container probes, requests and limits, and runs every pod as a non-root user', () => {
    for (const workload of workloads(get())) {
      const pod = workload.spec.template.spec;
      expect([workload.metadata.name, pod.securityContext?.runAsNonRoot]).toEqual([
        workload.metadata.name,
        true,
      ]);
      expect(pod.enableServiceLinks).toBe(false);
      for (const container of pod.containers) {
        const where = `${workload.kind}/${workload.metadata.name}`;
        expect([where, container.livenessProbe && container.readinessProbe ? 'probes' : 'none']).toEqual([
          where,
          'probes',
        ]);
        for (const resource of ['cpu', 'memory']) {
          expect([where, resource, container.resources?.requests?.[resource] !== undefined]).toEqual([
            where,
            resource,
            true,
          ]);
          expect([where, resource, container.resources?.limits?.[resource] !== undefined]).toEqual([
            where,
            resource,
            true,
          ]);
        }
        expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
        expect(container.securityContext?.capabilities?.drop).toEqual(['ALL']);
        // A third-party image names its release; the product's images get their tag from skaffold.
        if (APPS.includes(workload.metadata.name as never))
          expect(container.image).toBe(`storybook/${workload.metadata.name}`);
        else expect(container.image).toMatch(/:[\w.-]+$/);
        expect(container.image).not.toMatch(/:latest$/);
      }
    }
  });

  it('checks the services by gRPC health, the gateway by /healthz and /readyz, the web over HTTP', () => {
    for (const service of SERVICES) {
      const container = get().find<Workload>('Deployment', service).spec.template.spec.containers[0]!;
      const grpcPort = containerPort(container, 'grpc');
      expect(container.readinessProbe?.grpc?.port).toBe(grpcPort);
      // Alive means the process answers: a database outage must not restart every pod.
      expect(containerPort(container, container.livenessProbe!.tcpSocket!.port)).toBe(grpcPort);
    }
    const gateway = get().find<Workload>('Deployment', 'gateway').spec.template.spec.containers[0]!;
    expect(gateway.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(gateway.readinessProbe?.httpGet?.path).toBe('/readyz');
    const web = get().find<Workload>('Deployment', 'web').spec.template.spec.containers[0]!;
    expect(web.readinessProbe?.httpGet).toBeDefined();
    expect(web.livenessProbe?.httpGet).toBeDefined();
  });

  it('autoscales the gateway, story and images, and leaves their replica count to the autoscaler', () => {
    const autoscaled = get()
      .all<KubeObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
        'HorizontalPodAutoscaler',
      )
      .map((hpa) => {
        expect(hpa.spec.scaleTargetRef.kind).toBe('Deployment');
        expect(
          get().find<Workload>('Deployment', hpa.spec.scaleTargetRef.name).spec.replicas,
        ).toBeUndefined();
        return hpa.spec.scaleTargetRef.name;
      });
    expect(autoscaled.sort()).toEqual(['gateway', 'images', 'story']);
  });

  it('has a disruption budget for every workload of the product', () => {
    const budgets = get().all<KubeObject & { spec: { selector: { matchLabels: Record<string, string> } } }>(
      'PodDisruptionBudget',
    );
    for (const app of APPS) {
      const labels = get().find<Workload>('Deployment', app).spec.template.metadata.labels;
      const covering = budgets.filter((budget) =>
        Object.entries(budget.spec.selector.matchLabels).every(([key, value]) => labels[key] === value),
      );
      expect([app, covering.length]).toEqual([app, 1]);
    }
  });

  it('exposes only the gateway, through an Ingress', () => {
    const ingresses = get().all<KubeObject & { spec: { rules: Array<{ http: { paths: unknown[] } }> } }>(
      'Ingress',
    );
    expect(ingresses.map((ingress) => ingress.metadata.name)).toEqual(['gateway']);
    const backends = JSON.stringify(ingresses[0]!.spec.rules);
    const gatewayService = get().find<ServiceObject>('Service', 'gateway');
    expect(backends).toContain(`"name":"gateway","port":{"name":"${gatewayService.spec.ports[0]!.name}"}`);
    for (const service of get().all<ServiceObject>('Service')) {
      expect([service.metadata.name, service.spec]).not.toMatchObject([
        expect.anything(),
        { type: 'LoadBalancer' },
      ]);
    }
  });
});

describe('stores', () => {
  it('run in the local cluster as StatefulSets with volumes: MongoDB, Kafka (KRaft) and MinIO', () => {
    const sets = rendered.local.all<Workload>('StatefulSet');
    expect(sets.map((set) => set.metadata.name).sort()).toEqual(['kafka', 'minio', 'mongodb']);
    for (const set of sets) {
      expect(set.spec.volumeClaimTemplates?.length).toBe(1);
      rendered.local.find('Service', set.metadata.name);
    }
    const kafkaEnv = Object.fromEntries(
      (sets.find((set) => set.metadata.name === 'kafka')!.spec.template.spec.containers[0]!.env ?? []).map(
        (variable) => [variable.name, variable.value],
      ),
    );
    expect(kafkaEnv.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(kafkaEnv.CLUSTER_ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('are managed services in prod: no StatefulSet, no volume, addresses from configuration', () => {
    expect(rendered.prod.all('StatefulSet')).toEqual([]);
    expect(rendered.prod.all('PersistentVolumeClaim')).toEqual([]);
    const shared = rendered.prod
      .all('ConfigMap')
      .find((map) => map.metadata.name.startsWith('storybook-shared-'))!;
    expect((shared.data as Record<string, string>).KAFKA_BROKERS).not.toMatch(/(^|,)kafka:/);
  });

  it('keep no secret value in the repository: prod renders no Secret, local only generated ones', () => {
    expect(rendered.prod.all('Secret')).toEqual([]);
    expect(rendered.base.all('Secret')).toEqual([]);
    for (const secret of rendered.local.all('Secret')) {
      expect(secret.metadata.name).toMatch(/^(gateway|auth|profiles|story|images|billing)-secrets-\w+$/);
    }
  });
});

/**
 * Who may open a connection to whom, by the rendered NetworkPolicies: a path is open when a policy
 * selecting the source allows it out (or none selects it for egress) and one selecting the target allows
 * it in (likewise). Pods are the workloads' templates; the ingress controller is a pod in its namespace.
 */
interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: Array<{ port: number }>;
}
interface Policy extends KubeObject {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: Array<'Ingress' | 'Egress'>;
    ingress?: Rule[];
    egress?: Rule[];
  };
}
interface Pod {
  name: string;
  namespace: string;
  labels: Record<string, string>;
}

const matches = (
  selector: { matchLabels?: Record<string, string> } | undefined,
  labels: Record<string, string>,
) => Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

function peerMatches(peer: Peer, pod: Pod): boolean {
  // Pods have private addresses: an ipBlock reaches them only if its range covers them (no except for 10/8).
  if (peer.ipBlock)
    return peer.ipBlock.cidr === '0.0.0.0/0' && !(peer.ipBlock.except ?? []).includes('10.0.0.0/8');
  const namespaceLabels = { 'kubernetes.io/metadata.name': pod.namespace };
  if (peer.namespaceSelector) {
    return (
      matches(peer.namespaceSelector, namespaceLabels) &&
      (!peer.podSelector || matches(peer.podSelector, pod.labels))
    );
  }
  return pod.namespace === 'storybook' && matches(peer.podSelector, pod.labels);
}

function allows(
  policies: Policy[],
  direction: 'Ingress' | 'Egress',
  subject: Pod,
  peer: Pod,
  port: number,
): boolean {
  if (subject.namespace !== 'storybook') return true;
  const selecting = policies.filter(
    (policy) =>
      policy.spec.policyTypes.includes(direction) && matches(policy.spec.podSelector, subject.labels),
  );
  if (selecting.length === 0) return true;
  return selecting.some((policy) =>
    (direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress)?.some(
      (rule) =>
        (rule.ports ?? []).some((candidate) => candidate.port === port) &&
        (direction === 'Ingress' ? rule.from : rule.to)?.some((candidate) => peerMatches(candidate, peer)),
    ),
  );
}

describe.each(OVERLAYS)('network policies of the %s overlay', (overlay) => {
  const paths = () => {
    const policies = rendered[overlay].all<Policy>('NetworkPolicy');
    const pods: Pod[] = workloads(rendered[overlay]).map((workload) => ({
      name: workload.metadata.name,
      namespace: 'storybook',
      labels: workload.spec.template.metadata.labels,
    }));
    pods.push({ name: 'ingress-controller', namespace: 'ingress-nginx', labels: {} });
    pods.push({ name: 'prometheus', namespace: 'monitoring', labels: {} });
    const open: string[] = [];
    for (const from of pods) {
      for (const to of workloads(rendered[overlay]).filter(
        (workload) => workload.metadata.name !== from.name,
      )) {
        const target = pods.find((pod) => pod.name === to.metadata.name)!;
        for (const port of to.spec.template.spec.containers.flatMap((container) => container.ports ?? [])) {
          if (
            allows(policies, 'Egress', from, target, port.containerPort) &&
            allows(policies, 'Ingress', target, from, port.containerPort)
          ) {
            open.push(`${from.name} -> ${target.name}:${port.containerPort}`);
          }
        }
      }
    }
    return { policies, open: open.sort() };
  };

  it('deny everything by default and open exactly the paths of the architecture', () => {
    const { policies, open } = paths();
    expect(policies.find((policy) => policy.metadata.name === 'default-deny')?.spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress', 'Egress'],
    });
    const app = [
      'ingress-controller -> gateway:8080',
      'gateway -> auth:50051',
      'gateway -> profiles:50052',
      'gateway -> story:50053',
      'gateway -> images:50054',
      'gateway -> images:8090',
      'gateway -> billing:50055',
      'gateway -> web:8080',
      'story -> profiles:50052',
      'story -> images:50054',
      'story -> billing:50055',
      'auth -> billing:50055',
      // Metrics: from the monitoring namespace only, to every process but the web's.
      ...['gateway', ...SERVICES].map((name) => `prometheus -> ${name}:9464`),
    ];
    const stores =
      overlay === 'local'
        ? [
            ...SERVICES.flatMap((service) => [`${service} -> mongodb:27017`, `${service} -> kafka:9092`]),
            // Every gateway replica hears the logouts, deletions and revoked shares made through the others.
            'gateway -> kafka:9092',
            'images -> minio:9000',
            // the rate limits the gateway replicas share
            'gateway -> mongodb:27017',
          ]
        : [];
    expect(open).toEqual([...app, ...stores].sort());
  });
});
