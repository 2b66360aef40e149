# The console and its server in one image, running as a non-root user. By default the server proxies
# /api, /dex and /view to the KubeVela API server named by VELA_API_URL (and refuses to start without
# it); VELA_MODE=sandbox runs the embedded sandbox instead, a demo that needs no cluster.
#
#   docker build -t vela-console:0.1.0 .
#   docker run -p 8000:8000 -e VELA_API_URL=http://velaux-server.vela-system:8000 vela-console:0.1.0

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    VELA_MODE=proxy \
    VELA_CONSOLE_DIR=/app/dist \
    VELA_DATA_DIR=/data/sandbox
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/contract ./contract
COPY --from=build /app/authProvider ./authProvider
COPY --from=build /app/resources/pipelines/templates.yaml ./resources/pipelines/
RUN mkdir -p /data && chown 1000:1000 /data
# The image's `node` user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8000
CMD ["node", "--import", "tsx", "server/main.ts"]
