module github.com/neo-ecosystem/local/contracts/traffic

go 1.25

require github.com/nspcc-dev/neo-go/pkg/interop v0.0.0-20260609115526-14bc7067ea2e
