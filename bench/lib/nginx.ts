// A real nginx in front of several API processes, proxying /api/ as deploy/nginx.conf does.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningNginx = { baseUrl: string; stop(): Promise<void> };

/** The nginx binary on the path, or null (Debian: `apt-get install nginx-light`). */
export function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * The upstream and `/api/` location of deploy/nginx.conf (same keep-alive pool, same proxy
 * headers, nginx's default `max_fails=1 fail_timeout=10s` and `proxy_next_upstream error timeout`),
 * listening on loopback with its files in a temporary directory.
 */
function configuration(directory: string, port: number, upstreamPorts: readonly number[]): string {
  return `
user root;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;

  upstream pimento_api {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort};`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://pimento_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (binary === null) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const directory = mkdtempSync(join(tmpdir(), 'pimento-bench-nginx-'));
  const configFile = join(directory, 'nginx.conf');
  writeFileSync(configFile, configuration(directory, port, upstreamPorts));
  const child = spawn(binary, ['-p', directory, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (see ${directory}/error.log)`);
    try {
      await fetch(`${baseUrl}/api/health/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
