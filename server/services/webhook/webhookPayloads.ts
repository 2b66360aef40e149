/**
 * Reading the image a registry webhook reports (ACR, Docker Hub, Harbor, JFrog), as the real
 * server does; a payload that does not announce a pushed image is refused with 10023.
 */
import { BusinessError } from '../../errors';
import type { ImageInfo } from '../../store/applicationRecords';
import { isPlainObject } from '../../runtime/specObjects';

export interface PushedImage {
  image: string;
  info: ImageInfo;
}

type Json = Record<string, unknown>;

function invalid(): BusinessError {
  return new BusinessError(10023);
}

function object(value: unknown): Json {
  if (!isPlainObject(value)) throw invalid();
  return value;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function acr(body: Json, registry: string): PushedImage {
  const push = object(body.push_data);
  const repo = object(body.repository);
  const host = registry || `registry.${text(repo.region)}.aliyuncs.com`;
  const image = `${host}/${text(repo.repo_full_name)}:${text(push.tag)}`;
  return {
    image,
    info: {
      type: 'acr',
      resource: { digest: text(push.digest), tag: text(push.tag), url: image },
      repository: {
        name: text(repo.name),
        namespace: text(repo.namespace),
        fullName: text(repo.repo_full_name),
        region: text(repo.region),
        type: text(repo.repo_type),
      },
    },
  };
}

function dockerhub(body: Json): PushedImage {
  const push = object(body.push_data);
  const repo = object(body.repository);
  if (repo.status !== 'Active') throw invalid();
  const image = `docker.io/${text(repo.repo_name)}:${text(push.tag)}`;
  return {
    image,
    info: {
      type: 'dockerhub',
      resource: { digest: '', tag: text(push.tag), url: image },
      repository: {
        name: text(repo.name),
        namespace: text(repo.namespace),
        fullName: text(repo.repo_name),
        type: 'public',
      },
    },
  };
}

function harbor(body: Json): PushedImage {
  if (body.type !== 'PUSH_ARTIFACT') throw invalid();
  const data = object(body.event_data);
  const resources = Array.isArray(data.resources) ? data.resources : [];
  const resource = object(resources[0]);
  const repo = object(data.repository);
  const image = text(resource.resource_url);
  return {
    image,
    info: {
      type: 'harbor',
      resource: { digest: text(resource.digest), tag: text(resource.tag), url: image },
      repository: {
        name: text(repo.name),
        namespace: text(repo.namespace),
        fullName: text(repo.repo_full_name),
        type: text(repo.repo_type),
      },
    },
  };
}

function jfrog(body: Json, baseUrl: string): PushedImage {
  if (body.domain !== 'docker' || body.event_type !== 'pushed') throw invalid();
  const data = object(body.data);
  const path = `${text(data.repo_key)}/${text(data.image_name)}:${text(data.tag)}`;
  const image = baseUrl ? `${baseUrl.replace(/^https?:\/\//, '')}/${path}` : path;
  return {
    image,
    info: {
      type: 'jfrog',
      resource: { digest: text(data.sha256), tag: text(data.tag), url: image },
      repository: {
        name: text(data.image_name),
        namespace: text(data.repo_key),
        fullName: path,
        type: 'private',
      },
    },
  };
}

export type PayloadKind = 'custom' | 'acr' | 'dockerhub' | 'harbor' | 'jfrog';

/** The real server's names and the console's labels (dockerHub, ACR, artifactory) both work. */
const payloadKinds: Record<string, PayloadKind | undefined> = {
  custom: 'custom',
  acr: 'acr',
  dockerhub: 'dockerhub',
  harbor: 'harbor',
  jfrog: 'jfrog',
  artifactory: 'jfrog',
};

export function payloadKind(payloadType: string): PayloadKind | undefined {
  return payloadKinds[payloadType.toLowerCase()];
}

export function pushedImage(
  kind: PayloadKind,
  body: unknown,
  registry: string,
  jfrogUrl: string,
): PushedImage {
  const json = object(body);
  if (kind === 'acr') return acr(json, registry);
  if (kind === 'dockerhub') return dockerhub(json);
  if (kind === 'harbor') return harbor(json);
  if (kind === 'jfrog') return jfrog(json, jfrogUrl);
  throw new BusinessError(10022);
}
